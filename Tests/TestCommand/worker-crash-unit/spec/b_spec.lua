-- With more files than workers, a worker runs several in a row: when it dies
-- in one, the next worker runs the rest of its files.
it("b ends its worker's process", function() os.exit(3) end)
