-- With -j 1 the files run in this process: a loop that catches every error
-- still ends at the timeout, and the run stops with an error naming the test.
describe("a loop", function()
  it("loops for ever", function()
    while true do pcall(function() end) end
  end)
end)
