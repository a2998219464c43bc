// A load of its own process (so the test's event loop stays free to time others): N keep-alive clients, each sending
// distinct search suggestions and node lookups one after another until killed — both answered from memory on the
// server's event loop, so it is busy (the taxonomy search is matched on a thread of its own). Usage: node
// busy-clients.mjs URL N
const [url, clients = '100'] = process.argv.slice(2);
const { fetch } = globalThis;
const letters = 'abcdefghijklmnopqrstuvwxyz';
const word = () => Array.from({ length: 3 }, () => letters[Math.floor(Math.random() * 26)]).join('');
let sent = 0;
for (let i = 0; i < Number(clients); i++) {
  void (async () => {
    for (;;) {
      const path =
        sent++ % 2 === 0
          ? `/api/v1/search/suggestions?q=${word()}`
          : `/api/v1/taxonomy/nodes/${1 + Math.floor(Math.random() * 50_000)}`;
      await fetch(url + path)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }
  })();
}
process.on('message', () => process.send({ sent }));
