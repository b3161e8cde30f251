-- scripts/examples/04-presentation.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 04-presentation', function()
  it('prints what 04-presentation.expected holds', function()
    assertPrintsExpected('04-presentation')
  end)
end)
