it("matches its golden", function() assert.golden("lines", "one\ntwo\nthree\nfour\n") end)
it("matches another", function() assert.golden("same", "same\n") end)
