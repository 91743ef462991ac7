import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import sharp from "sharp";

/** A product picture: a 480x480 PNG in a colour picked from its name, so frames can be checked. */
export const fixtureColors: Record<string, { r: number; g: number; b: number }> = {
  board: { r: 220, g: 40, b: 40 },
  "mug-main": { r: 40, g: 200, b: 60 },
  "mug-handle": { r: 40, g: 60, b: 220 },
};

async function pngOf(name: string): Promise<Buffer> {
  const background = fixtureColors[name] ?? { r: 200, g: 200, b: 40 };
  return sharp({ create: { width: 480, height: 480, channels: 3, background } })
    .png()
    .toBuffer();
}

export const jsonLdShopPage = `<!doctype html><html><head>
<title>Aurora Desk Lamp | Lumen Shop</title>
<meta name="theme-color" content="#1E3A8A">
<meta property="og:image" content="https://cdn.lumen.example/og/lamp-share.jpg">
<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@graph": [
    { "@type": "BreadcrumbList", itemListElement: [] },
    {
      "@type": "Product",
      name: "Aurora Desk Lamp",
      description:
        "A warm, dimmable LED lamp for late-night work. It charges your phone wirelessly while you read. Built from recycled aluminium.",
      image: [
        "https://cdn.lumen.example/img/lamp-front.jpg",
        { "@type": "ImageObject", url: "https://cdn.lumen.example/img/lamp-side.jpg" },
        "https://cdn.lumen.example/img/lamp-front.jpg",
      ],
      brand: { "@type": "Brand", name: "Lumen" },
      offers: { "@type": "Offer", price: "49.00", priceCurrency: "USD" },
    },
  ],
})}</script>
<script type="application/ld+json">{ broken json</script>
</head><body>
<h1>Aurora Desk Lamp</h1>
<img src="https://www.google-analytics.com/collect?v=1" width="1" height="1">
<img src="/static/spacer.gif">
<img src="data:image/png;base64,iVBORw0KGgo=">
<img src="/img/icons/cart.svg">
<img src="/img/lamp-detail.jpg" width="800" height="800">
<img src="/img/thumb-tiny.jpg" width="40" height="40">
<ul class="features"><li>Three colour temperatures</li><li>USB-C fast charging</li></ul>
</body></html>`;

export const openGraphPage = `<!doctype html><html><head>
<meta property="og:title" content="Trail Runner 2 Shoes">
<meta property="og:description" content="Lightweight trail shoes with a grippy sole. Made for muddy mornings.">
<meta property="og:image" content="https://shoes.example/images/runner-1.jpg">
<meta property="og:image" content="https://shoes.example/images/runner-2.jpg">
<meta name="twitter:image" content="https://shoes.example/images/runner-1.jpg">
<meta property="product:price:amount" content="120">
</head><body><p>Nothing else here.</p></body></html>`;

export const bareHtmlPage = `<!doctype html><html><head><title>Bamboo Cutting Board - Kitchen Co</title></head><body>
<nav><ul><li>Home</li><li>Shop</li></ul></nav>
<main><h1>Bamboo Cutting Board</h1>
<p>A sturdy bamboo board that is gentle on your knives and easy to clean after every meal.</p>
<img src="http://127.0.0.1:PORT/img/board.png" alt="Board">
<ul><li>Naturally antibacterial bamboo</li><li>Juice groove on one side</li></ul></main></body></html>`;

export const relativeImagesPage = `<!doctype html><html><head>
<meta property="og:title" content="Ceramic Mug">
<meta property="og:image" content="../media/mug-main.png">
</head><body><h1>Ceramic Mug</h1>
<img src="detail/mug-handle.png" width="600">
<img src="/media/mug-main.png">
<img srcset="//cdn.mugs.example/mug-top.png 1x, //cdn.mugs.example/mug-top@2x.png 2x">
</body></html>`;

export const noNamePage = "<!doctype html><html><head></head><body><div>Nothing</div></body></html>";

/** One of the shop page fixtures in `product-pages/` (a name such as "shopify"). */
export function productPage(name: string): string {
  return readFileSync(new URL(`./product-pages/${name}.html`, import.meta.url), "utf8");
}

export interface FixtureServer {
  url: string;
  host: string;
  close(): Promise<void>;
}

/** The product pages of the tests, on 127.0.0.1 (the server's fetch must be told to allow this host). */
export async function startProductFixtureServer(port = 0): Promise<FixtureServer> {
  const server = http.createServer((req, res) => {
    const port = (server.address() as AddressInfo).port;
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const html = (body: string) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(body.replaceAll("PORT", String(port)));
    };
    const redirect = (to: string) => {
      res.writeHead(302, { location: to });
      res.end();
    };
    if (path === "/shop/lamp") return html(jsonLdShopPage);
    if (path === "/og/shoes") return html(openGraphPage);
    if (path === "/bare/board") return html(bareHtmlPage);
    if (path === "/catalog/mugs/ceramic") return html(relativeImagesPage);
    if (path === "/no-name") return html(noNamePage);
    // Real shop page structures (Shopify, WooCommerce, an Amazon-like page, JSON-LD, Open Graph, a blog).
    const page = /^\/pages\/([a-z-]+)$/.exec(path)?.[1];
    if (page) return html(productPage(page));
    if (path === "/down") {
      res.writeHead(503, { "content-type": "text/html" });
      return res.end("<h1>Service Unavailable</h1>");
    }
    if (path === "/r/1") return redirect("/r/2");
    if (path === "/r/2") return redirect(`http://127.0.0.1:${port}/r/3`);
    if (path === "/r/3") return redirect("/og/shoes");
    if (path.startsWith("/loop/")) return redirect(`/loop/${Number(path.slice(6)) + 1}`);
    if (path === "/to-private") return redirect("http://10.0.0.7/admin");
    if (path === "/to-metadata") return redirect("http://169.254.169.254/latest/meta-data/");
    if (path === "/to-loopback-other-port") return redirect("http://127.0.0.1:1/");
    if (path === "/huge") {
      res.writeHead(200, { "content-type": "text/html" });
      const chunk = Buffer.alloc(1024 * 1024, "a");
      let sent = 0;
      const pump = () => {
        while (sent < 20) {
          sent++;
          if (!res.write(chunk)) return res.once("drain", pump);
        }
        res.end();
      };
      return pump();
    }
    if (path === "/latin1") {
      res.writeHead(200, { "content-type": "text/html" });
      const page =
        '<html><head><meta charset="windows-1252"></head><body><h1>Café Crème Grinder</h1><img src="/img/board.png"></body></html>';
      return res.end(Buffer.from(page, "latin1"));
    }
    if (path === "/gz/shoes") {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      return res.end(zlib.gzipSync(openGraphPage));
    }
    if (path === "/gz/bomb") {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      return res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, " ")));
    }
    if (path === "/data.json") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ name: "Not a page" }));
    }
    if (path.endsWith(".png")) {
      const name =
        path
          .split("/")
          .pop()
          ?.replace(/\.png$/, "") ?? "";
      void pngOf(name).then((png) => {
        res.writeHead(200, { "content-type": "image/png" });
        res.end(png);
      });
      return;
    }
    res.writeHead(404, { "content-type": "text/html" });
    res.end("<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    host: `127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
