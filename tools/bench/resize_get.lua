-- wrk script: resizes by reference, GET /v1/structures/STRUCTURE/layout?sizes=WIDTHx400 with a
-- new root width every time, the same series of widths post.lua's resize mode POSTs (so both
-- are cache misses on a warm system, and their server CPU compares one way of asking with
-- the other). STRUCTURE is the document's answer's `structure`.
local structure = os.getenv("STRUCTURE")
local height = os.getenv("HEIGHT") or "812"
local threads = {}
local counter = 0

function setup(thread)
    thread:set("id", #threads)
    table.insert(threads, thread)
end

request = function()
    counter = counter + 1
    local n = (id or 0) * 1000000 + counter
    local width = tostring(300 + (n % 100000) / 1000)
    return wrk.format("GET", "/v1/structures/" .. structure .. "/layout?sizes=" .. width .. "x" .. height)
end
