it("runs in its own worker", function() print("b ran") end)
