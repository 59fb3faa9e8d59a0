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
package org.onosproject.janus.testbed.flow;

/**
 * A criterion, match field, instruction or action that the testbed's translation does not handle.
 * Thrown instead of dropping the feature, so that a rule is never installed or reported with a
 * narrower or wider meaning than ONOS gave it.
 */
public final class UnsupportedFlowFeatureException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    UnsupportedFlowFeatureException(String what, Object feature, Object supported) {
        super(what + " " + feature + " is not supported by the testbed's OpenFlow translation (supported: "
                      + supported + ")");
    }
}
