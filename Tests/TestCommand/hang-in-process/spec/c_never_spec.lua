it("never runs", function() end)
