'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');
const { loadOverlay } = require('./onos-gui-standins');

// Objects made inside the overlay's script context have that context's prototypes: compare as data.
const plain = (value) => JSON.parse(JSON.stringify(value));

const STRATEGY = {
    active: 'luar',
    available: [
        { name: 'ecmp', description: 'hash' }, { name: 'luar', description: 'least used' },
        { name: 'shortest', description: 'first' }
    ]
};
const BANDS = [
    { css: 'janus-u0', label: '0–20 %' }, { css: 'janus-u4', label: '≥ 80 %' },
    { css: 'janus-unknown', label: 'no fresh sample' }
];

function activated() {
    const gui = loadOverlay();
    gui.overlay.activate();
    return gui;
}

test('registers one overlay named janus-overlay with show and switch buttons', () => {
    const gui = loadOverlay();
    assert.equal(gui.registered.length, 1);
    assert.equal(gui.overlay.overlayId, 'janus-overlay');
    assert.deepEqual(plain(gui.overlay.keyBindings._keyOrder), ['V', 'N']);
});

test('activation binds the handlers and asks the server to start', () => {
    const gui = activated();
    assert.deepEqual(plain(gui.sent), [{ type: 'janusStart', payload: {} }]);
    assert.deepEqual(Object.keys(gui.bound[0]).sort(), ['janusLegend', 'janusPaths', 'janusStats', 'janusStrategy']);
});

test('while active it asks for a refresh every five seconds, and stops asking when deactivated', () => {
    const gui = activated();
    gui.tick(15000);
    assert.equal(gui.sent.filter((m) => m.type === 'janusRefresh').length, 3);

    gui.overlay.deactivate();
    gui.tick(15000);
    assert.equal(gui.sent.filter((m) => m.type === 'janusRefresh').length, 3);
    assert.equal(gui.sent[gui.sent.length - 1].type, 'janusStop');
    assert.equal(gui.bound.length, 0);
});

test('the legend shows one coloured swatch per band', () => {
    const gui = activated();
    gui.wss.deliver('janusLegend', { bands: BANDS });
    const legend = gui.panels['janus-legend'];
    assert.equal(legend.visible, true);
    assert.equal((legend.html.match(/class="janus-swatch /g) || []).length, 3);
    assert.match(legend.html, /janus-swatch janus-u4"><\/span><\/td><td>≥ 80 %/);
});

// What JanusTopoMessageHandler sends (StatisticsPanel): groups of statistics, each with its kind.
const STATS = {
    groups: [
        { name: 'provisioning', title: 'provisioning', statistics: [
            { name: 'programming', label: 'programming', kind: 'count', value: 12 },
            { name: 'activeIntents', label: 'activeIntents', kind: 'count', value: 6 },
            { name: 'ignoredPackets', label: 'ignored packets', kind: 'counts', value: { unknownHost: 2, malformed: 1 } }] },
        { name: 'reroutes', title: 'reroutes after link loss', statistics: [
            { name: 'reroutes', label: 'rerouted', kind: 'count', value: 5 },
            { name: 'rerouteLatency', label: 'reroute latency', kind: 'latency',
              value: { samples: 4, p50Micros: 900, p90Micros: 1500, p99Micros: 2100, maxMicros: 2300.4 } }] },
        { name: 'selection', title: 'selection', statistics: [
            { name: 'selections', label: 'selections per strategy', kind: 'counts', value: { luar: 15 } },
            { name: 'fallbacks', label: 'fallbacks per strategy', kind: 'counts', value: {} },
            { name: 'selectionLatency', label: 'selection latency', kind: 'latency',
              value: { samples: 15, p50Micros: 35.2, p90Micros: 60.1, p99Micros: 80.9, maxMicros: 95 } }] }
    ]
};

test('the summary panel marks the active strategy and lists every statistic it is sent, group by group', () => {
    const gui = activated();
    gui.wss.deliver('janusStrategy', STRATEGY);
    gui.wss.deliver('janusStats', STATS);
    const html = gui.panels['janus-summary'].html;
    assert.match(html, /<span class="janus-strategy active" title="least used">luar<\/span>/);
    assert.match(html, /<tr class="janus-group"><th colspan="2">Provisioning<\/th><\/tr>/);
    assert.match(html, /<th colspan="2">Reroutes after link loss<\/th>/);
    assert.match(html, /programming<\/td><td class="janus-val">12</);
    assert.match(html, /activeIntents<\/td><td class="janus-val">6</);
    assert.match(html, /rerouted<\/td><td class="janus-val">5</);
    assert.match(html, /ignored packets<\/td><td class="janus-val">malformed 1, unknownHost 2</);
    assert.match(html, /selections per strategy<\/td><td class="janus-val">luar 15</);
    assert.match(html, /fallbacks per strategy<\/td><td class="janus-val">none</);
    assert.match(html, /selection latency p50 \/ p90 \/ p99 \/ max \(n\)<\/td><td class="janus-val">35 \/ 60 \/ 81 \/ 95 µs \(15\)</);
    assert.match(html, /reroute latency p50 \/ p90 \/ p99 \/ max \(n\)<\/td><td class="janus-val">900 \/ 1500 \/ 2100 \/ 2300 µs \(4\)</);
});

test('a statistic the script has never heard of shows by its label', () => {
    const gui = activated();
    gui.wss.deliver('janusStats', { groups: [{ name: 'future', title: 'future feature', statistics: [
        { name: 'somethingNew', label: 'something new', kind: 'count', value: 4242 }] }] });
    const html = gui.panels['janus-summary'].html;
    assert.match(html, /Future feature<\/th>/);
    assert.match(html, /something new<\/td><td class="janus-val">4242</);
});

test('labels and names from the server are escaped', () => {
    const gui = activated();
    gui.wss.deliver('janusStats', { groups: [{ name: 'x', title: '<b>t</b>', statistics: [
        { name: 'x', label: '<i>l</i>', kind: 'counts', value: { '<s>': 1 } }] }] });
    const html = gui.panels['janus-summary'].html;
    assert.doesNotMatch(html, /<b>|<i>|<s>/);
});

test('the switch button asks for the next strategy, wrapping round', () => {
    const gui = activated();
    gui.wss.deliver('janusStrategy', STRATEGY);
    gui.overlay.keyBindings.N.cb();
    assert.deepEqual(plain(gui.sent[gui.sent.length - 1]), { type: 'janusSetStrategy', payload: { name: 'shortest' } });

    gui.wss.deliver('janusStrategy', Object.assign({}, STRATEGY, { active: 'shortest' }));
    gui.overlay.keyBindings.N.cb();
    assert.deepEqual(plain(gui.sent[gui.sent.length - 1]), { type: 'janusSetStrategy', payload: { name: 'ecmp' } });
});

test('the show button toggles the summary panel', () => {
    const gui = activated();
    gui.wss.deliver('janusStrategy', STRATEGY);
    assert.equal(gui.panels['janus-summary'].visible, true);
    gui.overlay.keyBindings.V.cb();
    assert.equal(gui.panels['janus-summary'].visible, false);
    gui.overlay.keyBindings.V.cb();
    assert.equal(gui.panels['janus-summary'].visible, true);
});

test('a strategy error from the server is flashed', () => {
    const gui = activated();
    gui.wss.deliver('janusStrategy', Object.assign({ error: 'unknown strategy: x' }, STRATEGY));
    assert.deepEqual(gui.flashes, ['unknown strategy: x']);
});

test('selecting hosts asks for their paths; devices are not hosts', () => {
    const gui = activated();
    gui.overlay.hooks.single({ class: 'host', id: '00:00:00:00:00:01/None' });
    gui.overlay.hooks.single({ class: 'device', id: 'of:0000000000000001' });
    gui.overlay.hooks.multi(['00:00:00:00:00:01/None', 'of:0000000000000001', '00:00:00:00:00:05/None']);
    const selects = gui.sent.filter((m) => m.type === 'janusSelect').map((m) => m.payload.hosts);
    assert.deepEqual(plain(selects), [
        ['00:00:00:00:00:01/None'], [], ['00:00:00:00:00:01/None', '00:00:00:00:00:05/None']]);
    assert.equal(gui.overlay.hooks.escape(), true);
});

test('the details panel lists each path with the strategy that chose it', () => {
    const gui = activated();
    gui.wss.deliver('janusPaths', {
        hosts: ['h1', 'h2'],
        paths: [{ flow: '10.0.0.1-10.0.0.5', strategy: 'luar', hops: 4, reason: 'least summed utilisation' },
                { flow: '10.0.0.5-10.0.0.1', strategy: 'ecmp', hops: 4, reason: 'hash 3 of 4' }]
    });
    const html = gui.panels['janus-paths'].html;
    assert.match(html, /Janus paths between h1 and h2/);
    assert.equal((html.match(/class="janus-strategy-name"/g) || []).length, 2);
    assert.match(html, /<td>10.0.0.5-10.0.0.1<\/td><td class="janus-strategy-name">ecmp</);
});

test('no paths is said plainly', () => {
    const gui = activated();
    gui.wss.deliver('janusPaths', { hosts: ['h1'], paths: [] });
    assert.match(gui.panels['janus-paths'].html, /Janus paths of h1.*No Janus paths/);
});

test('text from the network is escaped before it reaches the page', () => {
    const gui = activated();
    gui.wss.deliver('janusPaths', {
        hosts: ['<img src=x onerror=alert(1)>'],
        paths: [{ flow: 'a', strategy: '<b>"evil"</b>', hops: 1, reason: "it's & <script>" }]
    });
    const html = gui.panels['janus-paths'].html;
    assert.doesNotMatch(html, /<img|<script|<b>/);
    assert.match(html, /&lt;b&gt;&quot;evil&quot;&lt;\/b&gt;/);
    assert.match(html, /it&#39;s &amp; &lt;script&gt;/);
});

test('the legend is titled by the load the lines are coloured with: expected', () => {
    const gui = activated();
    gui.wss.deliver('janusLegend', { bands: BANDS });
    assert.match(gui.panels['janus-legend'].html, /<h2>Janus expected link utilisation<\/h2>/);
});

test('each path lists its links\' expected, measured and committed load, in path order', () => {
    const gui = activated();
    gui.wss.deliver('janusPaths', {
        hosts: ['h1'],
        paths: [{
            flow: '10.0.0.1-10.0.0.5', strategy: 'luar', hops: 3, reason: 'least',
            loads: [
                { known: true, expected: 0.7, measured: 0.4, committed: 0.3, committedFlows: 2, stale: false },
                { known: true, expected: 1.0, measured: 0, committed: 1.0, committedFlows: 1, stale: true },
                { known: false, expected: 0, measured: 0, committed: 0, committedFlows: 0, stale: true }
            ]
        }]
    });
    const html = gui.panels['janus-paths'].html;
    const hops = html.match(/<span class="janus-hop[^"]*"[^>]*>[^<]*<\/span>/g);
    assert.equal(hops.length, 3);
    assert.match(hops[0], />E 70% · M 40% · C 30% \(2\)</);
    assert.match(hops[1], /title="expected \/ measured \(stale\) \/ committed \(flows\)">E 100% · M 0% · C 100% \(1\)</);
    assert.match(hops[2], /janus-unknown-load[^>]*>n\/a</);
    assert.match(html, /<\/span> → <span/);
});

test('a path without loads (an older server) is listed without a loads row', () => {
    const gui = activated();
    gui.wss.deliver('janusPaths', { hosts: ['h1'], paths: [{ flow: 'a', strategy: 'ecmp', hops: 0, reason: 'same' }] });
    assert.doesNotMatch(gui.panels['janus-paths'].html, /janus-loads/);
});

test('load numbers from the server are escaped and non-numbers shown as 0 %', () => {
    const html = loadOverlay().context.janusTopov.loadHtml(
        { known: true, expected: '<b>', measured: null, committed: 0.25, committedFlows: '<i>' });
    assert.doesNotMatch(html, /<b>|<i>/);
    assert.match(html, /E 0% · M 0% · C 25% \(0\)/);
});
