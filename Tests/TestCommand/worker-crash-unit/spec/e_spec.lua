it('e runs', function() end)
