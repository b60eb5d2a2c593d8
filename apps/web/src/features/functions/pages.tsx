// The route table's six screens: one list page and one detail page, each given its kind.
import { ComponentPage } from './component-page.tsx';
import { ComponentsPage } from './components-page.tsx';

export const FunctionsPage = () => <ComponentsPage kind="function" />;
export const SourcesPage = () => <ComponentsPage kind="source" />;
export const SinksPage = () => <ComponentsPage kind="sink" />;
export const FunctionPage = () => <ComponentPage kind="function" />;
export const SourcePage = () => <ComponentPage kind="source" />;
export const SinkPage = () => <ComponentPage kind="sink" />;
