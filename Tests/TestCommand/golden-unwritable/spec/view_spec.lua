-- The golden folder cannot be made (a file has its name): the assertion fails
-- with the path and the reason.
it("writes a golden", function() assert.golden("tree", "text\n") end)
