-- Each line of the REPL is a run of its own: a line stopped by --timeout ends
-- with its error, and the REPL goes on with a fresh time limit.
print("the script ran")
