import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '@/lib/i18n';

/**
 * A code-split page (features export named components) with the i18n namespaces it uses,
 * loaded together so the page never suspends twice. `preload` starts both early (main.tsx
 * does it for the first URL); once they are in, the page renders at once, without a Suspense
 * round. route-namespaces.test.ts checks each list against the page's code.
 */
export const lazyPage = <Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<NoInfer<Props>>>>,
  name: Name,
  namespaces: readonly string[],
) => {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const Lazy = lazy(preload) as unknown as ComponentType<Props>;
  const Page = (props: Props) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload });
};
