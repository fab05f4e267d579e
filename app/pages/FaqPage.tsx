/** '/faq': frequently asked questions, each a disclosure that opens its answer. */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { LoadingView } from '../components/LoadingView.tsx';
import { useStores } from '../stores/context.ts';

export const FaqPage = observer(function FaqPage() {
  const { texts, errorDialog } = useStores();
  useEffect(() => {
    texts.loadFaq().catch((error: unknown) => errorDialog.show(error));
  }, [texts, errorDialog]);
  return (
    <main className="page">
      <h1>Ofte stillede spørgsmål</h1>
      {!texts.faq ? (
        <LoadingView text="Henter spørgsmål…" />
      ) : (
        <div className="faq">
          {texts.faq.map((item) => (
            <Disclosure key={item.id} className="card faq-item">
              <Heading level={2} className="faq-question">
                <Button slot="trigger" className="faq-trigger">
                  {item.question}
                </Button>
              </Heading>
              <DisclosurePanel className="faq-answer">
                <p>{item.answer}</p>
              </DisclosurePanel>
            </Disclosure>
          ))}
        </div>
      )}
    </main>
  );
});
