it("passes", function() end)
it("fails", function() assert.is_true(false) end)
