import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { TabsProps } from '../../../../schemas/blocks/tabs.ts';
import { userText } from '../../../index.ts';
import type { BlockRendererProps } from '../../registry-types.ts';

export function TabsBlock({ block, props, context, renderBlocks }: BlockRendererProps<TabsProps>) {
  const label = (text: string, i: number) => (props.numbered === false ? text : `${i + 1}. ${text}`);
  if (context.print) {
    return (
      <section className="lk-tabs-print">
        {props.heading ? <h2>{props.heading}</h2> : null}
        {block.tabs.map((tab, i) => (
          <section key={tab.label}>
            <h3>{label(tab.label, i)}</h3>
            {renderBlocks(tab.blocks)}
          </section>
        ))}
      </section>
    );
  }
  return (
    <section className="lk-tabs">
      {props.heading ? <h2>{props.heading}</h2> : null}
      <Tabs>
        <TabList aria-label={props.heading ?? block.title ?? userText.tabs} className="lk-tab-list">
          {block.tabs.map((tab, i) => (
            <Tab key={tab.label} id={String(i)} className="lk-tab">
              {label(tab.label, i)}
            </Tab>
          ))}
        </TabList>
        {block.tabs.map((tab, i) => (
          <TabPanel key={tab.label} id={String(i)} className="lk-tab-panel">
            {renderBlocks(tab.blocks)}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
