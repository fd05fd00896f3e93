-- wrk script: POST a document, substituting __CONST__ and __WIDTH__ according to MODE:
--   hit     the same body every time (a cache hit after the first)
--   resize  a new root width every time, never sent before, same structure (a warm re-solve)
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

-- Cold constants start at a base taken from the clock, so a second cold run against the same
-- server (bench-small-requests' 16 connections after its one; bench-service's rounds) sends
-- documents never seen either, not the first run's again, which a server answers from its
-- answer cache at a fraction of a cold request's cost. Runs last seconds, so each gets its
-- own range of 400,000 (two threads of 200,000 requests); the values stay below 4.01e8,
-- within the 1e9 a document's numbers may reach (Limits.maxMagnitude).
local coldBase = (os.time() % 1000) * 400000

-- Resize widths: a width no request of the bench asked before, in this run, an earlier run or
-- the other thread, so every resize is a miss on a warm system. Widths once repeated: both
-- threads sent the same series (1,000,000 apart modulo 100,000), and every run started it
-- again, so half of a 16-connection run's resizes and the GET run after a POST run were
-- answer-cache hits (2026-12-06, BENCHMARKS.md). Each run takes a range from the clock as the
-- cold constants do; 10,000 slots of 400,000 widths, 300 to 700 points with 7 decimals.
local resizeBase = (os.time() % 10000) * 400000
local function resizeWidth(thread, n)
    return tostring(300 + (resizeBase + (thread or 0) * 200000 + n) / 1e7)
end

-- A hit sends one fixed body, so wrk need not run Lua per request; the other modes build
-- each body.
if mode ~= "hit" then request = function()
    counter = counter + 1
    local value
    if mode == "resize" then
        value = resizeWidth(id, counter)
    else
        value = tostring(coldBase + (id or 0) * 200000 + counter)
    end
    return wrk.format(nil, nil, nil, before .. value .. after)
end end
