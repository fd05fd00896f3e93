-- wrk script: POST a document, substituting __CONST__ and __WIDTH__ according to MODE:
--   hit     the same body every time (a cache hit after the first)
--   resize  a new root width every time, same structure (a warm re-solve)
--   cold    a new constant every time (a new structure: a cold solve)
local mode = os.getenv("MODE") or "hit"
local template = io.open(os.getenv("DOC")):read("*a")
local threads = {}
local counter = 0
local id = 0

function setup(thread)
    thread:set("id", #threads)
    table.insert(threads, thread)
end

function init(args)
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
    wrk.body = template:gsub("__WIDTH__", "375"):gsub("__CONST__", "100")
end

-- A hit sends one fixed body, so wrk need not run Lua per request (which would make wrk,
-- not the server, the bottleneck); the other modes build each body.
if mode ~= "hit" then request = function()
    counter = counter + 1
    local n = id * 1000000 + counter
    local width, constant = "375", "100"
    if mode == "resize" then width = tostring(300 + (n % 100000) / 1000) end
    if mode == "cold" then constant = tostring(n) end
    local body = template:gsub("__WIDTH__", width):gsub("__CONST__", constant)
    return wrk.format(nil, nil, nil, body)
end end
