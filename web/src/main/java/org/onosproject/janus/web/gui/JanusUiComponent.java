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
package org.onosproject.janus.web.gui;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusService;
import org.onosproject.ui.UiExtension;
import org.onosproject.ui.UiExtensionService;
import org.onosproject.ui.UiMessageHandlerFactory;
import org.onosproject.ui.UiTopoOverlayFactory;
import org.onosproject.ui.UiView;
import org.onosproject.ui.UiViewHidden;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;

import java.util.List;

/**
 * Registers the Janus topology overlay with ONOS's classic GUI: its JavaScript and CSS (resource path
 * {@value #VIEW_ID}), message handler and overlay.
 */
@Component(immediate = true)
public class JanusUiComponent {

    /** Names the resource folders (janusTopov/, app/view/janusTopov/) and the hidden view. */
    public static final String VIEW_ID = "janusTopov";

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected UiExtensionService uiExtensionService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected JanusService janusService;

    private UiExtension extension;

    /**
     * The extension this component registers.
     *
     * @return the extension
     */
    UiExtension extension() {
        List<UiView> views = ImmutableList.of(new UiViewHidden(VIEW_ID));
        UiMessageHandlerFactory handlers = () -> ImmutableList.of(new JanusTopoMessageHandler());
        UiTopoOverlayFactory overlays = () -> ImmutableList.of(new JanusTopoOverlay(() -> janusService));
        return new UiExtension.Builder(getClass().getClassLoader(), views)
                .resourcePath(VIEW_ID)
                .messageHandlerFactory(handlers)
                .topoOverlayFactory(overlays)
                .build();
    }

    @Activate
    public void activate() {
        extension = extension();
        uiExtensionService.register(extension);
    }

    @Deactivate
    public void deactivate() {
        uiExtensionService.unregister(extension);
        extension = null;
    }
}
