it('h runs', function() end)
