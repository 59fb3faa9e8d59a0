// Browser stand-in for the parts of ONOS's classic GUI the Janus overlay uses: angular's module
// registry, WebSocketService, PanelService (absolutely placed divs), FlashService, TopoOverlayService,
// $interval, and the topology view's handling of "showHighlights" (classes and labels on SVG links).
(function (root) {
    'use strict';
    var factories = {}, runs = [], bound = [], registered = [];
    var module = {
        factory: function (name, spec) { factories[name] = spec; return module; },
        run: function (spec) { runs.push(spec); return module; }
    };
    root.angular = { module: function () { return module; } };

    var panelTop = { 'janus-legend': 10, 'janus-summary': 190, 'janus-paths': 470 };
    var services = {
        $log: { debug: function () {}, info: function () {}, warn: function () {} },
        WebSocketService: {
            sendEvent: function () {},
            bindHandlers: function (h) { bound.push(h); },
            unbindHandlers: function () {}
        },
        PanelService: {
            createPanel: function (id) {
                var div = document.createElement('div');
                div.id = id;
                div.className = 'floatpanel';
                div.style.top = (panelTop[id] || 10) + 'px';
                div.style.display = 'none';
                document.body.appendChild(div);
                return {
                    el: function () { return { html: function (s) { div.innerHTML = s; } }; },
                    show: function () { div.style.display = 'block'; },
                    hide: function () { div.style.display = 'none'; },
                    isVisible: function () { return div.style.display !== 'none'; }
                };
            }
        },
        FlashService: { flash: function () {} },
        TopoOverlayService: { register: function (o) { registered.push(o); } },
        $interval: (function () {
            var f = function () { return {}; };
            f.cancel = function () {};
            return f;
        }())
    };

    var SVG = 'http://www.w3.org/2000/svg';

    function drawTopology(topo) {
        var svg = document.querySelector('#ov-topo svg');
        var at = {};
        topo.devices.forEach(function (d) { at[d.id] = d; });
        topo.links.forEach(function (l) {
            var a = at[l.src], b = at[l.dst];
            var line = document.createElementNS(SVG, 'line');
            line.setAttribute('x1', a.x); line.setAttribute('y1', a.y);
            line.setAttribute('x2', b.x); line.setAttribute('y2', b.y);
            line.setAttribute('class', 'link');
            line.setAttribute('data-id', l.id);
            svg.appendChild(line);
        });
        topo.devices.forEach(function (d) {
            var rect = document.createElementNS(SVG, 'rect');
            rect.setAttribute('x', d.x - 14); rect.setAttribute('y', d.y - 10);
            rect.setAttribute('width', 28); rect.setAttribute('height', 20);
            rect.setAttribute('class', 'node device');
            svg.appendChild(rect);
        });
    }

    // What ONOS's topology view does with a showHighlights event (subduing not reproduced).
    function showHighlights(payload) {
        var svg = document.querySelector('#ov-topo svg');
        Array.prototype.forEach.call(svg.querySelectorAll('text.linkLabel'), function (t) { t.remove(); });
        payload.links.forEach(function (l) {
            var line = svg.querySelector('line[data-id="' + l.id + '"]');
            if (!line) {
                return;
            }
            line.setAttribute('class', 'link ' + l.css);
            if (l.label) {
                var text = document.createElementNS(SVG, 'text');
                text.setAttribute('class', 'linkLabel');
                text.setAttribute('x', (+line.getAttribute('x1') + +line.getAttribute('x2')) / 2);
                text.setAttribute('y', (+line.getAttribute('y1') + +line.getAttribute('y2')) / 2);
                text.textContent = l.label;
                svg.appendChild(text);
            }
        });
    }

    root.runHarness = function (harness) {
        drawTopology(harness.topology);
        var instances = {};
        function resolve(name) {
            if (services[name]) {
                return services[name];
            }
            if (!instances[name]) {
                var spec = factories[name];
                instances[name] = spec[spec.length - 1].apply(null, spec.slice(0, -1).map(resolve));
            }
            return instances[name];
        }
        runs.forEach(function (spec) { spec[spec.length - 1].apply(null, spec.slice(0, -1).map(resolve)); });
        var overlay = registered[0];
        overlay.activate();
        harness.messages.forEach(function (m) {
            if (m.event === 'showHighlights') {
                showHighlights(m.payload);
                return;
            }
            bound.forEach(function (h) {
                if (h[m.event]) {
                    h[m.event](m.payload);
                }
            });
        });
        document.title = 'rendered ' + overlay.overlayId;
    };
}(this));
