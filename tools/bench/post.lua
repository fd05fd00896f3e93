-- wrk script: POST a document, substituting __CONST__ and __WIDTH__ according to MODE:
--   hit     the same body every time (a cache hit after the first)
--   resize  a new root width every time, same structure (a warm re-solve)
--   cold    a new constant every time (a new structure: a cold solve)
local mode = os.getenv("MODE") or "hit"
local template = io.open(os.getenv("DOC")):read("*a")
local threads = {}
local counter = 0
-- `id` is each thread's own global, set by setup(); a local here would shadow it and
-- give both threads the same request sequence.
-- The body around the one placeholder that changes, cut once: joining three strings per
-- request costs wrk a fraction of what two gsub passes over 12 KB did, and wrk shares the
-- two cores with the server it measures.
local before, after

function setup(thread)
    thread:set("id", #threads)
    table.insert(threads, thread)
end

function init(args)
    wrk.method = "POST"
    wrk.headers["Content-Type"] = "application/json"
    wrk.body = template:gsub("__WIDTH__", "375"):gsub("__CONST__", "100")
    local varying, fixed = "__WIDTH__", "__CONST__"
    local fixedValue = "100"
    if mode == "cold" then varying, fixed, fixedValue = "__CONST__", "__WIDTH__", "375" end
    local text = template:gsub(fixed, fixedValue)
    local at = text:find(varying, 1, true)
    before, after = text:sub(1, at - 1), text:sub(at + #varying)
end

-- A hit sends one fixed body, so wrk need not run Lua per request; the other modes build
-- each body.
if mode ~= "hit" then request = function()
    counter = counter + 1
    local n = (id or 0) * 1000000 + counter
    local value
    if mode == "resize" then value = tostring(300 + (n % 100000) / 1000) else value = tostring(n) end
    return wrk.format(nil, nil, nil, before .. value .. after)
end end
