-- A second file: with -j above 1 each file's goldens are checked in its worker.
it("uses none", function() end)
