it("begins the next file", function() print("next file begins") end)
