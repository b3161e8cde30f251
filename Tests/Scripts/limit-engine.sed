s/stopped at [0-9.e+]* s of virtual time/stopped at T s of virtual time/
s/(next at [0-9.e+]* s)/(next at T s)/
