/**
 * Janus's built-in path selectors: shortest, ecmp, isolated, traffic (paper 000 Algorithms 1-4)
 * and luar (thesis 002 Algorithm 1).
 */
package org.onosproject.janus.impl.strategy;
