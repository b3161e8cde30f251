it("passes", function() end)
