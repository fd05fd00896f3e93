-- wrk script: a mix of cache hits, resizes and misses over several request documents.
-- Templates come from tools/load/templates.py: TEMPLATES is a directory of 1.json..N.json
-- holding __WIDTH__, __HEIGHT__ and __CONST__ where the numbers go.
--   hit     a fixed size and constant: the same body, answered from the cache after once
--   resize  a new root width each time, same structure: a warm re-solve
--   miss    a new constant in an extra constraint: a new structure, a cold solve
-- MIX="hit:70,resize:20,miss:10" (weights). done() prints one "LOADMIX {json}" line with the
-- statuses seen, so a driver can check that overload only ever answers 200 or 503 with
-- Retry-After.
local dir = os.getenv("TEMPLATES") or error("TEMPLATES is not set")
local templates = {}
for i = 1, 1000 do
    local f = io.open(dir .. "/" .. i .. ".json")
    if not f then break end
    templates[#templates + 1] = f:read("*a")
    f:close()
end
assert(#templates > 0, "no templates in " .. dir)

local weights = {}
local total = 0
for name, w in string.gmatch(os.getenv("MIX") or "hit:70,resize:20,miss:10", "(%a+):(%d+)") do
    total = total + tonumber(w)
    weights[#weights + 1] = {name, total}
end

local threads = {}
function setup(thread)
    thread:set("id", #threads)
    table.insert(threads, thread)
end

local counter = 0
-- globals, not locals: done() reads them from each thread with thread:get
s200, s503, sother, noretry = 0, 0, 0, 0
others = ""

function init(args)
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
    math.randomseed(1234 + id)
end

local function pick()
    local r = math.random(total)
    for _, entry in ipairs(weights) do
        if r <= entry[2] then return entry[1] end
    end
    return "hit"
end

function request()
    counter = counter + 1
    local n = id * 10000000 + counter
    local mode = pick()
    local template = templates[(n % #templates) + 1]
    local width, height, constant = "375", "667", "1"
    if mode == "resize" then width = string.format("%.3f", 300 + (n % 1000000) / 1000) end
    if mode == "miss" then constant = tostring(n) end
    local body = template:gsub("__WIDTH__", width):gsub("__HEIGHT__", height):gsub("__CONST__", constant)
    return wrk.format(nil, nil, nil, body)
end

function response(status, headers, body)
    if status == 200 then
        s200 = s200 + 1
    elseif status == 503 then
        s503 = s503 + 1
        if headers["Retry-After"] == nil and headers["retry-after"] == nil then noretry = noretry + 1 end
    else
        sother = sother + 1
        if #others < 200 then others = others .. status .. " " end
    end
end

function done(summary, latency, requests)
    local a, b, c, d, o = 0, 0, 0, 0, ""
    for _, t in ipairs(threads) do
        a = a + t:get("s200")
        b = b + t:get("s503")
        c = c + t:get("sother")
        d = d + t:get("noretry")
        o = o .. t:get("others")
    end
    local e = summary.errors
    io.write(string.format(
        'LOADMIX {"s200": %d, "s503": %d, "other": %d, "noRetryAfter": %d, "otherStatuses": "%s", ' ..
        '"connect": %d, "read": %d, "write": %d, "timeout": %d, "status": %d, "requests": %d, ' ..
        '"p50us": %d, "p90us": %d, "p99us": %d, "maxus": %d}\n',
        a, b, c, d, o, e.connect, e.read, e.write, e.timeout, e.status, summary.requests,
        latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
