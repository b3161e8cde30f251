it("runs in its own worker", function() end)
