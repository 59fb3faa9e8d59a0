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

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * The bundle of stand-ins (testing/onos-karaf-standins) this run installs in place of what Maven Central
 * lacks, found where the build put it.
 */
final class StandIns {

    private static final String CLASS = "org/onosproject/janus/onoskaraf/standin/InMemoryPersistenceStandIn.class";

    private StandIns() {
    }

    static String bundleUrl() {
        // By name: loading the class outside OSGi would fail for want of ONOS's API.
        URL resource = StandIns.class.getClassLoader().getResource(CLASS);
        if (resource == null) {
            throw new OnosKarafException("The stand-ins bundle (testing/onos-karaf-standins) is not on the"
                    + " class path");
        }
        Path location;
        try {
            String url = resource.toString();
            location = url.startsWith("jar:")
                    ? Paths.get(new URI(url.substring("jar:".length(), url.indexOf("!/"))))
                    : Paths.get(resource.toURI());
        } catch (URISyntaxException e) {
            throw new OnosKarafException("cannot locate the stand-ins bundle: " + e.getMessage(), e);
        }
        if (!Files.isRegularFile(location) || !location.toString().endsWith(".jar")) {
            throw new OnosKarafException("The stand-ins bundle is " + location + ", not a jar: package"
                    + " testing/onos-karaf-standins (mvn package) before starting ONOS");
        }
        return location.toUri().toString();
    }
}
