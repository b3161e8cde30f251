-- scripts/examples/10-finger-painting.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 10-finger-painting', function()
  it('prints what 10-finger-painting.expected holds', function()
    assertPrintsExpected('10-finger-painting')
  end)
end)
