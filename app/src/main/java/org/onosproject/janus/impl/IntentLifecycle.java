package org.onosproject.janus.impl;

import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.impl.ProvisionedFlow.WithdrawalCause;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentListener;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.slf4j.Logger;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * Follows Janus's intents through ONOS: starts the idle clock when one is installed, and ends one
 * properly (ONOS intents never expire): withdraw, wait for WITHDRAWN, purge, then forget the flow and
 * tell its strategy. Failed intents are purged and forgotten the same way.
 */
final class IntentLifecycle implements IntentListener {

    private static final Logger log = getLogger(IntentLifecycle.class);

    private final ApplicationId appId;
    private final IntentService intentService;
    private final FlowTable flows;
    private final SelectorRegistry selectors;
    private final JanusCounters counters;
    private final Scheduler scheduler;
    private final Object purgeMonitor = new Object();

    IntentLifecycle(ApplicationId appId, IntentService intentService, FlowTable flows,
                    SelectorRegistry selectors, JanusCounters counters, Scheduler scheduler) {
        this.appId = appId;
        this.intentService = intentService;
        this.flows = flows;
        this.selectors = selectors;
        this.counters = counters;
        this.scheduler = scheduler;
    }

    void start() {
        intentService.addListener(this);
    }

    void stop() {
        intentService.removeListener(this);
    }

    /**
     * Starts withdrawing the intent of a Janus flow.
     *
     * @return false if Janus has no flow with that key
     */
    boolean withdraw(Key key, WithdrawalCause cause) {
        ProvisionedFlow flow = flows.get(key).orElse(null);
        if (flow == null) {
            return false;
        }
        if (!flow.startWithdrawal()) {
            return true;
        }
        if (cause == WithdrawalCause.IDLE_TIMEOUT) {
            counters.idleWithdrawal();
        } else if (cause == WithdrawalCause.HARD_TIMEOUT) {
            counters.hardTimeoutWithdrawal();
        }
        Intent intent = intentService.getIntent(key);
        if (intent == null) {
            forget(key);
        } else {
            intentService.withdraw(intent);
        }
        return true;
    }

    @Override
    public boolean isRelevant(IntentEvent event) {
        return appId.equals(event.subject().appId());
    }

    @Override
    public void event(IntentEvent event) {
        Intent intent = event.subject();
        switch (event.type()) {
            case INSTALLED:
                flows.get(intent.key()).ifPresent(f -> f.installed(scheduler.nowMillis()));
                break;
            case FAILED:
                log.warn("Janus intent {} failed; purging it", intent.key());
                flows.get(intent.key()).ifPresent(ProvisionedFlow::startWithdrawal);
                releaseSelector(intent.key());
                intentService.purge(intent);
                break;
            case WITHDRAWN:
                releaseSelector(intent.key());
                intentService.purge(intent);
                break;
            case PURGED:
                forget(intent.key());
                break;
            default:
                break;
        }
    }

    /**
     * Withdraws and purges every intent of the application, waiting at most {@code timeoutMillis} on
     * {@code ticker}'s clock for the intent store to empty (the intent pipeline runs on its own
     * threads, so this is real, not virtual, time).
     *
     * @return true if no intent of the application is left
     */
    boolean withdrawAllAndWait(long timeoutMillis, Ticker ticker) {
        for (Intent intent : appIntents()) {
            flows.get(intent.key()).ifPresent(f -> f.startWithdrawal());
            IntentState state = intentService.getIntentState(intent.key());
            if (state == IntentState.WITHDRAWN || state == IntentState.FAILED) {
                intentService.purge(intent);
            } else {
                intentService.withdraw(intent);
            }
        }
        long deadline = ticker.read() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        synchronized (purgeMonitor) {
            while (!appIntents().isEmpty()) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - ticker.read());
                if (left <= 0) {
                    log.warn("{} Janus intents still present after {} ms", appIntents().size(), timeoutMillis);
                    return false;
                }
                try {
                    purgeMonitor.wait(Math.min(left, 50));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return appIntents().isEmpty();
                }
            }
        }
        flows.all().forEach(f -> forget(f.intentKey()));
        return true;
    }

    private List<Intent> appIntents() {
        return ImmutableList.copyOf(intentService.getIntentsByAppId(appId));
    }

    private void forget(Key key) {
        releaseSelector(key);
        flows.remove(key);
        synchronized (purgeMonitor) {
            purgeMonitor.notifyAll();
        }
    }

    private void releaseSelector(Key key) {
        flows.get(key).filter(ProvisionedFlow::claimSelectorRelease).ifPresent(
                f -> selectors.get(f.strategy()).ifPresent(s -> s.flowRemoved(f.request().key())));
    }
}
