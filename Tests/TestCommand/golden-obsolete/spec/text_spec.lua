it("uses one golden", function() assert.golden("used", "used\n") end)
