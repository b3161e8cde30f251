-- A worker that dies fails its file, naming the test it was in; the other
-- files run to the end.
it("starts", function() end)
it("ends the process", function() os.exit(7) end)
it("is never reached", function() end)
