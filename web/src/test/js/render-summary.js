'use strict';

// Prints the Janus panel's HTML for a janusStats payload (a JSON file named on the command line), drawn
// by the overlay's own script against the stand-in GUI services. JanusPanelShowsEveryStatisticTest runs
// it with what the real message handler sends; as part of `node --test` it has no file and does nothing.
const fs = require('fs');
const { loadOverlay } = require('./onos-gui-standins');

if (require.main === module && process.argv[2]) {
    const gui = loadOverlay();
    gui.overlay.activate();
    gui.wss.deliver('janusStats', JSON.parse(fs.readFileSync(process.argv[2], 'utf8')));
    process.stdout.write(gui.panels['janus-summary'].html);
}
