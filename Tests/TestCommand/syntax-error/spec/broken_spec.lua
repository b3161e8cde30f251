it("never loads", function()
  local x = = 1
end)
