/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { checkIslandRenders } from './render-check.mjs';

// A react island of the test's own: the check reads any island the components it is given name.
function PriceNote({ service, price }: { service: string; price: string }) {
  return (
    <p>
      {service} kostar från {price}.
    </p>
  );
}

const props = { service: 'Ekonomiavdelningen', price: '2 495 kr' };
const attribute = JSON.stringify(props).replace(/"/g, '&quot;');
const pageWith = (inner: string) =>
  `<!DOCTYPE html><html><head></head><body><fyrtorn-island data-island="price-note" data-props="${attribute}">${inner}</fyrtorn-island></body></html>`;
const components = { 'price-note': PriceNote };

test('an island whose HTML is its client render passes', async () => {
  const html = pageWith(renderToString(<PriceNote {...props} />));
  await expect(checkIslandRenders([{ file: 'out/index.html', html }], components)).resolves.toBe(1);
});

test('an island the browser would render differently stops the build, naming the page, the island and where', async () => {
  const html = pageWith(renderToString(<PriceNote {...props} />).replace('2 495 kr', '1 995 kr'));
  const check = checkIslandRenders([{ file: 'out/en/fdaas.html', html }], components);
  await expect(check).rejects.toThrow(/out\/en\/fdaas\.html: the island price-note renders differently in the browser/);
  await expect(checkIslandRenders([{ file: 'out/en/fdaas.html', html }], components)).rejects.toThrow(
    /page: .*1 995 kr[\s\S]*client: .*2 495 kr/,
  );
});
