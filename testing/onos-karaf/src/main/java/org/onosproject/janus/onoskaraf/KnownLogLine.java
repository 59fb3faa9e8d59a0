/*
 * Copyright 2026-present Janus project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.onosproject.janus.onoskaraf;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A warning or error that is known and accepted, with the reason: a log check fails on any other.
 */
public final class KnownLogLine {

    private final String level;
    private final String logger;
    private final Pattern message;
    private final String reason;

    /**
     * A known line.
     *
     * @param level WARN or ERROR
     * @param logger the logger column, exactly
     * @param message a regular expression the message must match from its start
     * @param reason why it is accepted
     */
    public KnownLogLine(String level, String logger, String message, String reason) {
        this.level = level;
        this.logger = logger;
        this.message = Pattern.compile(message);
        this.reason = reason;
    }

    /**
     * The warnings and errors of this ONOS (Karaf 4.2.9, ONOS 2.5.6 bundles with onos-core-dist 2.4.0, no
     * GUI, a single node) that come from the platform, not from Janus.
     */
    public static final List<KnownLogLine> PLATFORM = List.of(
            new KnownLogLine("ERROR", "onos-core-net",
                    ".*org\\.onosproject\\.net\\.meter\\.impl\\.MeterManager.*The activate method has thrown",
                    "onos-core-dist 2.4.0 (the last on Maven Central) lacks a meter-store method of 2.5;"
                            + " MeterManager fails to activate. Janus uses no meters"),
            new KnownLogLine("WARN", "AtomixManager", "No storage nodes found in cluster metadata!",
                    "a single node without Atomix storage nodes (ONOS's test mode)"),
            new KnownLogLine("WARN", "AtomixManager", "Bootstrapping ONOS cluster in test mode!",
                    "a single node without Atomix storage nodes (ONOS's test mode)"),
            new KnownLogLine("WARN", "JettyFactoryImpl", "No HttpConfig Element found in jetty.xml",
                    "our jetty.xml only adds the 'karaf' login realm; Jetty's defaults serve the rest"),
            new KnownLogLine("WARN", "Activator", "Error destroying ConnectorServerFactory",
                    "Karaf restarts its JMX connector when it reads this run's RMI ports at boot"),
            new KnownLogLine("WARN", "Activator", "Error starting activator",
                    "Karaf's ssh bundle can start before ConfigurationAdmin is tracked (a Karaf 4.2.9 start-up"
                            + " race, seen on a loaded machine); its activator runs again once the service is"
                            + " tracked and the shell checks then run over that ssh"),
            new KnownLogLine("WARN", "core", "Task rejected for JMX Notification dispatch of event .*"
                    + "Dispatcher may have been shutdown",
                    "Aries JMX drops a notification while Karaf restarts its JMX connector at boot (the restart"
                            + " of 'Error destroying ConnectorServerFactory'; nothing of Janus)"),
            new KnownLogLine("WARN", "ObjectiveTracker", "Intent service is not bound yet",
                    "ONOS's own start-up order (the intent manager binds after the tracker's first run)"),
            new KnownLogLine("ERROR", "configadmin",
                    "Unexpected problem delivering configuration event to .*",
                    "Felix SCR timing out on a component lock while ONOS's core starts on a loaded machine"
                            + " (an ONOS component, never Janus's: those entries are Janus's and fail)"),
            new KnownLogLine("ERROR", "Tools", "No such component",
                    "ONOS's REST logs an ERROR for every 404 of /onos/v1/configuration/<component>, which the"
                            + " checks ask for after Janus is deactivated or uninstalled"),
            new KnownLogLine("ERROR", "Tools", "Application is not found:",
                    "ONOS's REST logs an ERROR for every 404 of /onos/v1/applications/<name>, which the checks"
                            + " (and KarafOnos.appState) ask for while Janus is not installed"));

    /**
     * Whether this known line accounts for the entry.
     *
     * @param entry a WARN or ERROR entry
     * @return true if level, logger and message match
     */
    public boolean matches(KarafLogEntry entry) {
        return level.equals(entry.level()) && logger.equals(entry.logger())
                && message.matcher(entry.message()).lookingAt();
    }

    public String reason() {
        return reason;
    }

    @Override
    public String toString() {
        return level + " " + logger + " " + message.pattern() + " (" + reason + ")";
    }
}
