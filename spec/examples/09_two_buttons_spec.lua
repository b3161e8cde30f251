-- scripts/examples/09-two-buttons.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 09-two-buttons', function()
  it('prints what 09-two-buttons.expected holds', function()
    assertPrintsExpected('09-two-buttons')
  end)
end)
