it("is never run", function() end)
