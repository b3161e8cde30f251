-- A worker still running at --timeout is stopped and fails its file.
it("loops for ever", function() while true do end end)
