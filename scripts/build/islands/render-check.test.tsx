/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { FaqList } from '@/components/sections/faq-list';
import { checkIslandRenders } from './render-check.mjs';

const props = { name: 'home-faq', items: [{ question: 'Vad kostar det?', answer: 'Från 2 495 kr.' }] };
const attribute = JSON.stringify(props).replace(/"/g, '&quot;');
const pageWith = (inner: string) =>
  `<!DOCTYPE html><html><head></head><body><fyrtorn-island data-island="faq" data-props="${attribute}">${inner}</fyrtorn-island></body></html>`;

test('an island whose HTML is its client render passes', async () => {
  const html = pageWith(renderToString(<FaqList {...props} />));
  await expect(checkIslandRenders([{ file: 'out/index.html', html }], { faq: FaqList })).resolves.toBe(1);
});

test('an island the browser would render differently stops the build, naming the page, the island and where', async () => {
  const html = pageWith(renderToString(<FaqList {...props} />).replace('Från 2 495 kr.', 'Från 1 995 kr.'));
  const check = checkIslandRenders([{ file: 'out/en/fdaas.html', html }], { faq: FaqList });
  await expect(check).rejects.toThrow(/out\/en\/fdaas\.html: the island faq renders differently in the browser/);
  await expect(checkIslandRenders([{ file: 'out/en/fdaas.html', html }], { faq: FaqList })).rejects.toThrow(
    /page: .*1 995 kr[\s\S]*client: .*2 495 kr/,
  );
});
