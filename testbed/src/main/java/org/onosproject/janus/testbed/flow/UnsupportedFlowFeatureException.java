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
