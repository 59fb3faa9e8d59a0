// Janus topology overlay: the client-side logic. Talks to JanusTopoMessageHandler over the GUI's
// web socket, draws the legend, summary (strategy + counters) and path-details panels, and asks for
// a refresh every few seconds while the overlay is active.
(function (root) {
    'use strict';

    var REFRESH_MS = 5000;
    var PANELS = { legend: 'janus-legend', summary: 'janus-summary', paths: 'janus-paths' };

    // Everything the server sends may hold operator- or network-supplied text: escape it all.
    function esc(value) {
        return String(value === undefined || value === null ? '' : value)
            .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    }

    function rows(pairs) {
        return pairs.map(function (p) {
            return '<tr><td class="janus-key">' + esc(p[0]) + '</td><td class="janus-val">' +
                esc(p[1]) + '</td></tr>';
        }).join('');
    }

    function pct(fraction) {
        return Math.round(Math.max(0, Number(fraction) || 0) * 100) + '%';
    }

    // One link of a path: expected (what strategies see, as the line is coloured), measured, committed.
    function loadHtml(load) {
        if (!load || !load.known) {
            return '<span class="janus-hop janus-unknown-load" title="no fresh sample, no Janus flow">n/a</span>';
        }
        var flows = Number(load.committedFlows) || 0;
        return '<span class="janus-hop" title="expected / measured' + (load.stale ? ' (stale)' : '') +
            ' / committed (flows)">E ' + esc(pct(load.expected)) + ' \u00b7 M ' + esc(pct(load.measured)) +
            ' \u00b7 C ' + esc(pct(load.committed)) + ' (' + esc(flows) + ')</span>';
    }

    function legendHtml(bands) {
        return '<h2>Janus expected link utilisation</h2><table class="janus-legend">' +
            bands.map(function (b) {
                return '<tr><td><span class="janus-swatch ' + esc(b.css) + '"></span></td><td>' +
                    esc(b.label) + '</td></tr>';
            }).join('') + '</table>';
    }

    // One statistic as a [label, value] row, by its kind; the server says which statistics there are.
    function statisticRow(statistic) {
        var value = statistic.value;
        if (statistic.kind === 'counts') {
            var names = Object.keys(value || {}).sort();
            return [statistic.label, names.length ? names.map(function (n) { return n + ' ' + value[n]; }).join(', ')
                                                  : 'none'];
        }
        if (statistic.kind === 'latency') {
            var lat = value || {};
            return [statistic.label + ' p50 / p90 / p99 / max (n)', Math.round(lat.p50Micros || 0) + ' / ' +
                    Math.round(lat.p90Micros || 0) + ' / ' + Math.round(lat.p99Micros || 0) + ' / ' +
                    Math.round(lat.maxMicros || 0) + ' \u00b5s (' + (lat.samples || 0) + ')'];
        }
        return [statistic.label, value];
    }

    function capitalised(text) {
        var s = String(text || '');
        return s.charAt(0).toUpperCase() + s.slice(1);
    }

    // Every group the server sent, in its order: a heading row, then a row per statistic.
    function statsHtml(stats) {
        return '<table class="janus-stats">' + (stats.groups || []).map(function (group) {
            return '<tr class="janus-group"><th colspan="2">' + esc(capitalised(group.title)) + '</th></tr>' +
                rows((group.statistics || []).map(statisticRow));
        }).join('') + '</table>';
    }

    function summaryHtml(strategy, stats) {
        var html = '<h2>Janus</h2>';
        if (strategy) {
            html += '<div class="janus-strategies">' + strategy.available.map(function (s) {
                return '<span class="janus-strategy' + (s.name === strategy.active ? ' active' : '') +
                    '" title="' + esc(s.description) + '">' + esc(s.name) + '</span>';
            }).join(' ') + '</div>';
        }
        if (stats) {
            html += statsHtml(stats);
        }
        return html;
    }

    function pathsHtml(payload) {
        var hosts = payload.hosts || [];
        var title = hosts.length === 2 ? 'Janus paths between ' + esc(hosts[0]) + ' and ' + esc(hosts[1])
                                       : 'Janus paths of ' + esc(hosts[0]);
        var paths = payload.paths || [];
        if (!paths.length) {
            return '<h2>' + title + '</h2><p class="janus-none">No Janus paths.</p>';
        }
        return '<h2>' + title + '</h2><table class="janus-paths"><tr><th>Flow</th><th>Strategy</th>' +
            '<th>Hops</th><th>Why</th></tr>' + paths.map(function (p) {
                var loads = p.loads || [];
                return '<tr><td>' + esc(p.flow) + '</td><td class="janus-strategy-name">' + esc(p.strategy) +
                    '</td><td>' + esc(p.hops) + '</td><td>' + esc(p.reason) + '</td></tr>' +
                    (loads.length ? '<tr class="janus-loads"><td colspan="4">' +
                        loads.map(loadHtml).join(' \u2192 ') + '</td></tr>' : '');
            }).join('') + '</table>';
    }

    // deps: $log, wss (WebSocketService), ps (PanelService), flash (FlashService), $interval
    function create(deps) {
        var wss = deps.wss, ps = deps.ps, flash = deps.flash, $interval = deps.$interval;
        var panels = {}, timer = null, strategy = null, stats = null, active = false;

        function panel(name) {
            if (!panels[name]) {
                panels[name] = ps.createPanel(PANELS[name], { width: 260, margin: 20, hideMargin: 0 });
            }
            return panels[name];
        }

        function fill(name, html) {
            var p = panel(name);
            p.el().html(html);
            p.show();
        }

        var handlers = {
            janusLegend: function (payload) {
                fill('legend', legendHtml(payload.bands || []));
            },
            janusStrategy: function (payload) {
                strategy = payload;
                if (payload.error) {
                    flash.flash(payload.error);
                }
                fill('summary', summaryHtml(strategy, stats));
            },
            janusStats: function (payload) {
                stats = payload;
                fill('summary', summaryHtml(strategy, stats));
            },
            janusPaths: function (payload) {
                fill('paths', pathsHtml(payload));
            }
        };

        function refresh() {
            wss.sendEvent('janusRefresh', {});
        }

        function start() {
            active = true;
            wss.bindHandlers(handlers);
            wss.sendEvent('janusStart', {});
            timer = $interval(refresh, REFRESH_MS);
        }

        function stop() {
            active = false;
            if (timer) {
                $interval.cancel(timer);
                timer = null;
            }
            wss.sendEvent('janusStop', {});
            wss.unbindHandlers(handlers);
            Object.keys(panels).forEach(function (name) {
                panels[name].hide();
            });
        }

        function select(hostIds) {
            if (!active) {
                return;
            }
            wss.sendEvent('janusSelect', { hosts: hostIds.slice(0, 2) });
            if (!hostIds.length && panels.paths) {
                panels.paths.hide();
            }
        }

        function setStrategy(name) {
            wss.sendEvent('janusSetStrategy', { name: name });
        }

        function nextStrategy() {
            if (!strategy || !strategy.available.length) {
                return;
            }
            var names = strategy.available.map(function (s) { return s.name; });
            var next = names[(names.indexOf(strategy.active) + 1) % names.length];
            setStrategy(next);
            flash.flash('Janus strategy: ' + next);
        }

        function toggleSummary() {
            var p = panel('summary');
            if (p.isVisible()) {
                p.hide();
            } else {
                p.el().html(summaryHtml(strategy, stats));
                p.show();
            }
        }

        return {
            start: start,
            stop: stop,
            refresh: refresh,
            select: select,
            setStrategy: setStrategy,
            nextStrategy: nextStrategy,
            toggleSummary: toggleSummary,
            handlers: handlers
        };
    }

    root.janusTopov = {
        create: create, esc: esc, legendHtml: legendHtml, summaryHtml: summaryHtml, statsHtml: statsHtml,
        pathsHtml: pathsHtml,
        loadHtml: loadHtml,
        REFRESH_MS: REFRESH_MS
    };

    if (typeof root.angular !== 'undefined') {
        root.angular.module('ovJanusTopov', [])
            .factory('JanusTopovService',
                ['$log', 'WebSocketService', 'PanelService', 'FlashService', '$interval',
                    function ($log, wss, ps, flash, $interval) {
                        return create({ $log: $log, wss: wss, ps: ps, flash: flash, $interval: $interval });
                    }]);
    }
}(this));
