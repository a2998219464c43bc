-- Frees the slot a request held (only while it is still that request's: an expired slot taken over is another's).
DELETE FROM client_slot
WHERE limit_name = ${name} AND client = ${client} AND slot = ${slot} AND token = ${token}::uuid
