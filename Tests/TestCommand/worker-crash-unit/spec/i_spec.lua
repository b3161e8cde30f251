it('i runs', function() end)
