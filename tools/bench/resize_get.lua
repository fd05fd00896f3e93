-- wrk script: resizes by reference, GET /v1/structures/STRUCTURE/layout?sizes=WIDTHxHEIGHT with
-- a new root width every time, never asked before (so every request is a miss on a warm
-- system, as post.lua's resize mode POSTs, and their server CPU compares one way of asking
-- with the other, not hits with misses). The widths are post.lua's series: a range of its own
-- for each run, taken from the clock, and for each thread; a GET run after a POST run does not
-- ask the POST's widths again. STRUCTURE is the document's answer's `structure`.
local structure = os.getenv("STRUCTURE")
local height = os.getenv("HEIGHT") or "812"
local threads = {}
local counter = 0
local resizeBase = (os.time() % 10000) * 400000

function setup(thread)
    thread:set("id", #threads)
    table.insert(threads, thread)
end

request = function()
    counter = counter + 1
    local width = tostring(300 + (resizeBase + (id or 0) * 200000 + counter) / 1e7)
    return wrk.format("GET", "/v1/structures/" .. structure .. "/layout?sizes=" .. width .. "x" .. height)
end
