// A small stand-in for the ONOS classic GUI services the Janus overlay calls: angular's module
// registry, WebSocketService, PanelService, FlashService, TopoOverlayService and $interval (manual
// time). Used by the node tests; the browser harness has its own DOM-backed panels.
'use strict';

const fs = require('fs');
const path = require('path');
const vm = require('vm');

const VIEW = path.join(__dirname, '..', '..', 'main', 'resources', 'app', 'view', 'janusTopov');

function standIns() {
    const sent = [];
    const bound = [];
    const flashes = [];
    const registered = [];
    const panels = {};
    const intervals = [];

    const wss = {
        sendEvent: (type, payload) => sent.push({ type, payload }),
        bindHandlers: (handlers) => bound.push(handlers),
        unbindHandlers: (handlers) => {
            const i = bound.indexOf(handlers);
            if (i >= 0) {
                bound.splice(i, 1);
            }
        },
        // What the GUI does when the server sends {event, payload}.
        deliver: (event, payload) => {
            const handler = bound.map((h) => h[event]).find(Boolean);
            if (!handler) {
                throw new Error('no handler bound for ' + event);
            }
            handler(payload);
        }
    };

    const ps = {
        createPanel: (id) => {
            const panel = {
                id, html: '', visible: false,
                el: () => ({ html: (s) => { panel.html = s; } }),
                show: () => { panel.visible = true; },
                hide: () => { panel.visible = false; },
                isVisible: () => panel.visible
            };
            panels[id] = panel;
            return panel;
        }
    };

    const $interval = (fn, ms) => {
        const timer = { fn, ms, cancelled: false };
        intervals.push(timer);
        return timer;
    };
    $interval.cancel = (timer) => { timer.cancelled = true; };
    // Moves manual time on by ms, firing every live interval as often as it falls due.
    const tick = (ms) => intervals.filter((t) => !t.cancelled).forEach((t) => {
        for (let n = Math.floor(ms / t.ms); n > 0 && !t.cancelled; n--) {
            t.fn();
        }
    });

    const services = {
        $log: { debug() {}, info() {}, warn() {} },
        WebSocketService: wss,
        PanelService: ps,
        FlashService: { flash: (m) => flashes.push(m) },
        TopoOverlayService: { register: (overlay) => registered.push(overlay) },
        $interval
    };
    return { services, wss, ps, panels, sent, bound, flashes, registered, intervals, tick };
}

// Loads the overlay's two scripts as ONOS does (in order, one global scope), with a stand-in angular
// that resolves the factories and run blocks they register against the stand-in services.
function loadOverlay() {
    const s = standIns();
    const factories = {};
    const runs = [];
    const module = {
        factory: (name, spec) => { factories[name] = spec; return module; },
        run: (spec) => { runs.push(spec); return module; }
    };
    const context = { angular: { module: () => module } };
    vm.createContext(context);
    for (const file of ['janusTopov.js', 'janusTopovOverlay.js']) {
        vm.runInContext(fs.readFileSync(path.join(VIEW, file), 'utf8'), context, { filename: file });
    }
    const instances = {};
    const resolve = (name) => {
        if (name in s.services) {
            return s.services[name];
        }
        if (!(name in instances)) {
            const spec = factories[name];
            instances[name] = spec[spec.length - 1](...spec.slice(0, -1).map(resolve));
        }
        return instances[name];
    };
    runs.forEach((spec) => spec[spec.length - 1](...spec.slice(0, -1).map(resolve)));
    return Object.assign(s, { context, overlay: s.registered[0], jts: instances.JanusTopovService });
}

module.exports = { loadOverlay };
