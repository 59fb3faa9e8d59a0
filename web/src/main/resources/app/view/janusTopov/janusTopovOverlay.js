// Janus topology overlay: registration with ONOS's overlay service (toolbar buttons, selection hooks).
(function (root) {
    'use strict';

    // Host ids look like "00:00:00:00:00:01/None"; device ids ("of:...") have no slash.
    function isHostId(id) {
        return typeof id === 'string' && id.indexOf('/') > 0;
    }

    function create(jts) {
        return {
            // Must match JanusTopoOverlay.OVERLAY_ID.
            overlayId: 'janus-overlay',
            glyphId: 'topo',
            tooltip: 'Janus: link utilisation and paths',

            activate: jts.start,
            deactivate: jts.stop,

            keyBindings: {
                V: { cb: jts.toggleSummary, tt: 'Show the Janus strategy and counters', gid: 'details' },
                N: { cb: jts.nextStrategy, tt: 'Switch to the next Janus strategy', gid: 'refresh' },
                _keyOrder: ['V', 'N']
            },

            hooks: {
                escape: function () {
                    jts.select([]);
                    return true;
                },
                empty: function () {
                    jts.select([]);
                },
                single: function (data) {
                    jts.select(data && data.class === 'host' ? [data.id] : []);
                },
                multi: function (selectOrder) {
                    jts.select((selectOrder || []).filter(isHostId));
                }
            }
        };
    }

    root.janusTopovOverlay = { create: create, isHostId: isHostId };

    if (typeof root.angular !== 'undefined') {
        root.angular.module('ovJanusTopov')
            .run(['$log', 'TopoOverlayService', 'JanusTopovService',
                function ($log, tov, jts) {
                    tov.register(create(jts));
                }]);
    }
}(this));
